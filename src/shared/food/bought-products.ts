/**
 * Bought products read by their usual recipe (decision D19): what a jar of ketchup or a stock cube
 * usually holds, decided here with a reason for each, in the seven languages. A product whose
 * usual recipe holds nothing a diet leaves out keeps it, and the check names it for a label check
 * ("Check the label: ketchup"); one whose usual recipe holds such a thing breaks it. A promise in
 * the line ("vegan pesto", "gluten-free soy sauce") lifts what it promises, as for any food.
 */

/** What a diet leaves out, as the decided rules name it. */
export type Kind = 'meat' | 'fish' | 'rennet' | 'dairy' | 'egg' | 'honey' | 'gluten';

export interface BoughtProduct {
  /** The name shown for a label check. */
  label: string;
  /** Names in the seven languages, singular, lower case, without accents. */
  names: string[];
  /** What its usual recipe holds of what the diets leave out. */
  holds: Kind[];
  /** The usual recipe, and where it comes from. */
  why: string;
  /** A single food or chemical with nothing to check on a label (baking soda, mustard seeds). */
  plain?: true;
  /** What some common brands hold and others not: a diet leaving it out stays Unknown. */
  varies?: Kind[];
}

const p = (
  label: string,
  names: string,
  holds: Kind[],
  why: string,
  plain?: true,
  varies?: Kind[],
): BoughtProduct => ({
  label,
  names: names.split(',').map((n) => n.trim()),
  holds,
  why,
  ...(plain && { plain }),
  ...(varies && { varies }),
});

export const BOUGHT_PRODUCTS: BoughtProduct[] = [
  p(
    'ketchup',
    'ketchup, tomato ketchup, catsup, tomatenketchup',
    [],
    'Tomato concentrate, vinegar, sugar, salt, spices (Heinz Tomato Ketchup label).',
  ),
  p(
    'mustard',
    'mustard, prepared mustard, yellow mustard, dijon mustard, dijon, wholegrain mustard, ' +
      'whole grain mustard, english mustard, senf, dijonsenf, estragonsenf, moutarde, ' +
      'moutarde de dijon, mostaza, mostaza de dijon, senape, senape di digione, mostarda, ' +
      'mostarda dijon, mosterd, dijonmosterd',
    [],
    'Mustard seed, vinegar or wine, salt, spices (Maille Dijon, French’s Classic Yellow). ' +
      'Mustard powder is another product (Colman’s holds wheat flour).',
  ),
  p(
    'mustard powder',
    'mustard powder, dry mustard, senfpulver, moutarde en poudre',
    ['gluten'],
    'Colman’s Mustard Powder: mustard flour and wheat flour.',
  ),
  p(
    'mustard seeds',
    'mustard seed, senfsaat, senfkorn, senfsamen, graine de moutarde, semilla de mostaza, ' +
      'semi di senape, semente de mostarda, mosterdzaad, mustard green, preserved mustard green',
    [],
    'A seed, not a bought mix.',
    true,
  ),
  p(
    'mayonnaise',
    'mayonnaise, mayo, mayonesa, maionese, mayonaise',
    ['egg'],
    'Rapeseed oil, water, pasteurised egg yolk, vinegar, sugar, salt, lemon juice (Hellmann’s).',
  ),
  p(
    'aioli',
    'aioli, alioli',
    ['egg'],
    'Garlic mayonnaise: oil, egg yolk, garlic (Hellmann’s Garlic Aioli).',
  ),
  p(
    'baking powder',
    'baking powder, backpulver, levure chimique, polvo de hornear, levadura quimica, ' +
      'lievito per dolci, lievito chimico, fermento em po, fermento quimico, bakpoeder',
    [],
    'Sodium bicarbonate, an acid salt and corn starch (Dr. Oetker Backin, Clabber Girl); some ' +
      'UK brands use wheat flour, hence the label check.',
  ),
  p(
    'baking soda',
    'baking soda, bicarbonate of soda, bicarb soda, sodium bicarbonate, natron, ' +
      'bicarbonate de soude, bicarbonato de sodio, bicarbonato di sodio, bicarbonato de sodio, ' +
      'zuiveringszout',
    [],
    'Sodium bicarbonate alone.',
    true,
  ),
  p(
    'soy sauce',
    'soy sauce, soya sauce, light soy sauce, dark soy sauce, shoyu, sojasauce, sojasosse, ' +
      'sauce soja, sauce de soja, salsa de soja, salsa di soia, molho de soja, shoyu, sojasaus, ' +
      'ketjap, ketjap manis, kecap manis',
    ['gluten'],
    'Brewed from soya beans and wheat (Kikkoman: water, soybeans, wheat, salt); Coeliac UK.',
  ),
  p(
    'tamari',
    'tamari, tamari sauce, tamari sosse, tamarisosse, sauce tamari, salsa tamari, molho tamari',
    [],
    'Soya sauce brewed without wheat (Clearspring, San-J Tamari: soybeans, water, salt).',
  ),
  p(
    'Worcestershire sauce',
    'worcestershire, worcestershire sauce, worcestershiresauce, worcestersauce, worcester sauce, ' +
      'sauce worcestershire, salsa worcestershire, molho ingles',
    ['fish', 'gluten'],
    'Malt vinegar, spirit vinegar, molasses, sugar, salt, anchovies, tamarind (Lea & Perrins, UK).',
  ),
  p(
    'fish sauce',
    'fish sauce, nam pla, nuoc mam, fischsauce, sauce de poisson, nuoc-mam, salsa de pescado, ' +
      'salsa di pesce, molho de peixe, vissaus',
    ['fish'],
    'Anchovies fermented with salt (Red Boat: anchovy, sea salt).',
  ),
  p(
    'oyster sauce',
    'oyster sauce, austernsauce, sauce d huitre, salsa de ostras, salsa di ostriche, ' +
      'molho de ostra, oestersaus',
    ['fish', 'gluten'],
    'Oyster extract, sugar, salt, modified corn starch, wheat flour (Lee Kum Kee).',
  ),
  p(
    'hoisin sauce',
    'hoisin, hoisin sauce, hoisinsauce, sauce hoisin, salsa hoisin, molho hoisin, hoisinsaus',
    ['gluten'],
    'Sugar, soybean paste (soybeans, wheat flour), garlic, chili (Lee Kum Kee).',
  ),
  p(
    'teriyaki sauce',
    'teriyaki, teriyaki sauce, teriyakisauce, sauce teriyaki, salsa teriyaki, molho teriyaki',
    ['gluten'],
    'Soy sauce (wheat), mirin, sugar (Kikkoman Teriyaki Marinade).',
  ),
  p(
    'Shaoxing wine',
    'shaoxing, shaoxing wine, shaoxing rice wine, chinese cooking wine, shaoxingwein',
    ['gluten'],
    'Brewed from glutinous rice and wheat (Pagoda Shaoxing Hua Tiao).',
  ),
  p(
    'gochujang',
    'gochujang, gochujang paste',
    ['gluten'],
    'Chili, glutinous rice, fermented soybeans, wheat or barley malt (CJ Haechandle).',
  ),
  p(
    'maple syrup',
    'maple syrup, pure maple syrup, ahornsirup, sirop d erable, jarabe de arce, ' +
      'sirope de arce, sciroppo d acero, xarope de bordo, xarope de acer, ahornsiroop',
    [],
    'Boiled-down maple sap, nothing added (Canadian and US grading rules).',
  ),
  p(
    'agave syrup',
    'agave syrup, agave nectar, agavendicksaft, agavensirup, sirop d agave, sirope de agave, ' +
      'sciroppo d agave, xarope de agave, agavesiroop',
    [],
    'Agave sap, filtered and heated.',
  ),
  p(
    'pesto',
    'pesto, pesto alla genovese, basil pesto, pesto genovese, basilikumpesto, pesto au basilic',
    ['dairy', 'rennet'],
    'Basil, oil, Grana Padano or Parmigiano Reggiano, Pecorino, pine nuts (Barilla, Sacla).',
  ),
  p(
    'curry paste',
    'curry paste, thai curry paste, red curry paste, green curry paste, yellow curry paste, ' +
      'thai red curry paste, thai green curry paste, currypaste, rote currypaste, ' +
      'grune currypaste, pate de curry, pate de curry rouge, pate de curry vert, pasta de curry, ' +
      'pasta di curry, pasta de caril, currypasta, rode currypasta, groene currypasta',
    ['fish'],
    'Chili, garlic, lemongrass, galangal, shrimp paste (Mae Ploy, Maesri).',
  ),
  p(
    'curry powder',
    'curry powder, currypulver, curry pulver, poudre de curry, curry en polvo, curry in polvere, ' +
      'caril em po, kerriepoeder',
    [],
    'Ground turmeric, coriander, cumin, fenugreek, chili (Schwartz, McCormick); a few blends ' +
      'add wheat flour, hence the label check.',
  ),
  p(
    'spice mix',
    'mixed spice, pumpkin pie spice, five spice, five spice powder, chinese five spice, ' +
      'italian seasoning, italian seasoning mix, herbes de provence, ras el hanout, cajun seasoning, ' +
      'taco seasoning, bbq rub, gewurzmischung, gyros gewurzmischung, lebkuchengewurz, ' +
      'italienische krauter, krauter der provence, melange d epices, quatre epices, ' +
      'mezcla de especias, miscela di spezie, mistura de especiarias, kruidenmix',
    [],
    'Ground spices or dried herbs (Schwartz, McCormick); a few blends add wheat flour, hence ' +
      'the label check.',
  ),
  p(
    'seasoned salt',
    'seasoned salt, garlic salt, celery salt, krautersalz, knoblauchsalz, sel aux herbes',
    [],
    'Salt with dried garlic, onion, herbs or spices (Lawry’s: salt, sugar, spices, corn starch).',
  ),
  p(
    'vegetable stock',
    'vegetable stock, vegetable broth, vegetable bouillon, vegetable stock cube, ' +
      'vegetable bouillon cube, veggie broth, veggie stock, gemusebruhe, gemusefond, ' +
      'gemusesuppe, bouillon de legumes, fond de legumes, caldo de verduras, ' +
      'caldo vegetal, brodo vegetale, brodo di verdure, caldo de legumes, groentebouillon',
    [],
    'Salt, starch (potato or maize), yeast extract, vegetable fat, vegetables (Knorr, Kallo, ' +
      'Marigold Swiss Vegetable); some cubes add lactose or wheat, hence the label check.',
  ),
  p(
    'stock cube',
    'stock cube, bouillon cube, stock pot, bouillon powder, bruhwurfel, cube de bouillon, ' +
      'pastilla de caldo, dado da brodo, dado per brodo, caldo em cubo, bouillonblokje',
    [],
    'Salt, starch, yeast extract, fat, vegetables or meat extract (Knorr); Oxo holds wheat ' +
      'flour, hence the label check. Which meat it holds is not said.',
  ),
  p(
    'chicken stock',
    'chicken stock, chicken broth, chicken bouillon, chicken stock cube, bone broth, ' +
      'huhnerbruhe, gefugelbruhe, huhnerfond, bouillon de poulet, bouillon de volaille, ' +
      'fond de volaille, caldo de pollo, brodo di pollo, caldo de galinha, kippenbouillon',
    ['meat'],
    'Chicken, water, salt, vegetables (Swanson, Knorr).',
  ),
  p(
    'beef stock',
    'beef stock, beef broth, beef bouillon, veal stock, beef consomme, consomme, rinderbruhe, ' +
      'rinderfond, kalbsfond, bouillon de boeuf, fond de veau, caldo de carne, brodo di manzo, ' +
      'caldo de carne, runderbouillon',
    ['meat'],
    'Beef or veal, water, salt, vegetables (Swanson, Campbell’s).',
  ),
  p(
    'fish stock',
    'fish stock, fish broth, fischfond, fumet de poisson, caldo de pescado, brodo di pesce, ' +
      'caldo de peixe, visbouillon',
    ['fish'],
    'Fish bones, water, salt, vegetables.',
  ),
  p(
    'tortilla',
    'tortilla, flour tortilla, wheat tortilla, wrap, tortilla wrap, weizentortilla, ' +
      'tortilla de trigo, tortilla de harina',
    ['gluten'],
    'Wheat flour, water, vegetable fat, raising agents, salt (Old El Paso, Mission).',
  ),
  p(
    'corn tortilla',
    'corn tortilla, maistortilla, tortilla de maiz, tortilla de mais',
    [],
    'Nixtamalised corn flour, water, lime (Mission Corn Tortillas).',
  ),
  p(
    'tortilla chips',
    'tortilla chip, corn chip, nacho chip, nacho, totopo, tortillachip',
    [],
    'Corn, vegetable oil, salt (Old El Paso, Tostitos).',
  ),
  p(
    'bread',
    'bread, crusty bread, country bread, country style bread, loaf, french loaf, italian loaf, ' +
      'baguette, ciabatta, sourdough, sourdough bread, wholemeal bread, seeded wholemeal bread, ' +
      'whole wheat bread, white bread, pita, pitta, crusty roll, deli roll, sub roll, brot, ' +
      'weissbrot, vollkornbrot, baguettebrot, pain de campagne, pane, pao, brood, ' +
      'stokbrood, bread roll',
    ['gluten'],
    'Wheat flour, water, yeast, salt (the French décret pain of 1993 allows nothing else in a ' +
      'pain de tradition); sandwich loaves may add milk or butter, hence the label check.',
  ),
  p(
    'breadcrumbs',
    'breadcrumb, bread crumb, panko, panko breadcrumb, panko bread crumb, semmelbrosel, ' +
      'paniermehl, chapelure, pan rallado, pangrattato, pao ralado, paneermeel',
    ['gluten'],
    'Wheat flour, yeast, salt, water (Panko: Yutaka; Semmelbrösel: Mühlen König).',
  ),
  p(
    'puff pastry',
    'puff pastry, ready rolled puff pastry, blatterteig, pate feuilletee, hojaldre, ' +
      'pasta sfoglia, massa folhada, bladerdeeg',
    ['gluten'],
    'Wheat flour, vegetable fat, water, salt (Jus-Rol, Pepperidge Farm); French pâte ' +
      'feuilletée is often all butter, so it is not known to keep a diet without dairy.',
    undefined,
    ['dairy'],
  ),
  p(
    'filo pastry',
    'filo, phyllo, filo pastry, phyllo dough, yufka, filoteig, pate filo, masa filo, pasta fillo, ' +
      'massa filo, filodeeg',
    ['gluten'],
    'Wheat flour, water, oil, salt (Jus-Rol, Antoniou).',
  ),
  p(
    'speculoos',
    'speculoos, speculoo, biscoff, spekulatius, speculaas, lotus biscuit, speculoos cookie',
    ['gluten'],
    'Wheat flour, sugar, vegetable oils, candy sugar syrup, raising agent, spices (Lotus Biscoff).',
  ),
  p('croutons', 'crouton', ['gluten'], 'Wheat bread, vegetable oil, salt, herbs.'),
  p(
    'tomato sauce',
    'marinara, marinara sauce, tomato sauce, pasta sauce, spaghetti sauce, passata, ' +
      'tomatensauce, tomatensosse, sauce tomate, coulis de tomate, salsa de tomate, ' +
      'tomate frito, salsa di pomodoro, sugo di pomodoro, molho de tomate, tomatensaus, ' +
      'pastasaus',
    [],
    'Tomatoes, oil, onion, garlic, herbs, salt (Rao’s Marinara, Mutti Passata).',
  ),
  p(
    'enchilada sauce',
    'enchilada sauce, red enchilada sauce, green enchilada sauce',
    [],
    'Tomato, chili, vegetable oil, spices, corn starch (Las Palmas, Old El Paso).',
  ),
  p(
    'barbecue sauce',
    'bbq sauce, barbecue sauce, barbeque sauce, bbq sosse, grillsosse, barbecuesauce, ' +
      'sauce barbecue, salsa barbacoa, salsa barbecue, molho barbecue, barbecuesaus',
    [],
    'Tomato, vinegar, sugar or molasses, spices, smoke (Sweet Baby Ray’s, Heinz).',
  ),
  p(
    'ranch dressing',
    'ranch, ranch dressing',
    ['dairy', 'egg'],
    'Oil, buttermilk, egg yolk, garlic, herbs (Hidden Valley Ranch).',
  ),
  p(
    'ranch seasoning',
    'ranch seasoning, dry ranch seasoning, ranch seasoning mix',
    ['dairy'],
    'Buttermilk powder, salt, dried garlic, onion and herbs (Hidden Valley Ranch mix).',
  ),
  p(
    'chipotles in adobo',
    'chipotle in adobo, chipotles in adobo, chipotle pepper in adobo sauce, adobo sauce, adobo',
    [],
    'Chipotle chilies, tomato, vinegar, onion, salt, spices (La Costeña, San Marcos).',
  ),
  p(
    'harissa',
    'harissa, harissa paste, harissapaste, pate de harissa, pasta de harissa',
    [],
    'Chili, garlic, oil, caraway, coriander, salt (Le Phare du Cap Bon).',
  ),
  p('hummus', 'hummus, houmous, humus', [], 'Chickpeas, tahini, oil, lemon juice, garlic (Sabra).'),
  p('guacamole', 'guacamole', [], 'Avocado, onion, tomato, chili, lime, salt.'),
  p(
    'salsa',
    'salsa, tomato salsa, salsa verde, salsa roja, pico de gallo',
    [],
    'Tomato or tomatillo, onion, chili, vinegar or lime, salt (Old El Paso, Herdez).',
  ),
  p(
    'jam',
    'jam, preserve, fruit preserve, jelly, marmelade, konfiture, konfiture, fruchtaufstrich, ' +
      'confiture, mermelada, marmellata, confettura, compota, geleia, doce de fruta, jam',
    [],
    'Fruit, sugar, pectin, citric acid (Bonne Maman, Smucker’s).',
  ),
  p(
    'dark chocolate',
    'dark chocolate, bittersweet chocolate, semisweet chocolate, semi sweet chocolate, ' +
      'baking chocolate, zartbitterschokolade, zartbitter, blockschokolade, bitterschokolade, ' +
      'chocolat noir, chocolat patissier, chocolate negro, cioccolato fondente, ' +
      'chocolate amargo, chocolate meio amargo, pure chocolade',
    [],
    'Cocoa mass, sugar, cocoa butter, emulsifier, vanilla (Lindt 70%, Valrhona); some add ' +
      'milk fat, hence the label check.',
  ),
  p(
    'chocolate chips',
    'chocolate chip, chocolate morsel, schokotropfchen, pepite de chocolat, ' +
      'pepitas de chocolate, gocce di cioccolato, gotas de chocolate, chocoladedruppel',
    ['dairy'],
    'Sugar, chocolate, cocoa butter, milkfat, soy lecithin (Nestlé Toll House Semi-Sweet Morsels).',
  ),
  p(
    'vanilla sugar',
    'vanilla sugar, vanillezucker, vanillinzucker, sucre vanille, azucar avainillado, ' +
      'zucchero vanigliato, acucar baunilhado, vanillesuiker',
    [],
    'Sugar with vanilla or vanillin (Dr. Oetker).',
  ),
  p(
    'flavouring',
    'backaroma, zitronenaroma, vanillearoma, bittermandelaroma, rumaroma',
    [],
    'Flavouring in water, alcohol or propylene glycol (Dr. Oetker Backaroma).',
  ),
  p(
    'coconut cream',
    'coconut whipped cream, whipped coconut cream, coconut whip, coconut ice cream, ' +
      'vanilla coconut ice cream, coconut yogurt, kokosjoghurt, kokossahne, creme de coco, ' +
      'crema de coco, panna di cocco, creme de coco, kokosroom',
    [],
    'Coconut cream, sugar, stabilisers (So Delicious CocoWhip, Coconut Collaborative).',
  ),
  p(
    'margarine',
    'vegan margarine, vegane margarine, vegan butter, plant butter, butterersatz, ' +
      'pflanzenmargarine, margarine vegetale, margarina vegetal, margarina vegetale',
    [],
    'Plant oils, water, salt, emulsifier (Flora Plant, Naturli’, Earth Balance).',
  ),
  p(
    'margarine',
    'margarine, margarina, margarin',
    ['dairy'],
    'Plant oils, water, salt, often buttermilk or whey (Rama, Flora Original, Becel); vegan ' +
      'ones say so.',
  ),
  p(
    'chocolate',
    'chocolate, schokolade, chocolat, cioccolato, chocolade',
    ['dairy'],
    'Sugar, cocoa butter, cocoa mass, milk powder (milk chocolate, the most sold); dark ' +
      'chocolate is named so.',
  ),
  p(
    'soba noodles',
    'soba, soba noodle, sobanudel, nouille soba, fideo soba, spaghetti soba',
    ['gluten'],
    'Buckwheat and wheat flour, water, salt (Clearspring, Hakubaku).',
  ),
  p(
    'udon noodles',
    'udon, udon noodle, udonnudel, nouille udon, fideo udon',
    ['gluten'],
    'Wheat flour, water, salt (Hakubaku, Yutaka).',
  ),
  p(
    'chili sauce',
    'chili sauce, chilli sauce, chile sauce, sweet chili sauce, sweet chilli sauce, ' +
      'chilisauce, chilisosse, sauce pimentee, salsa picante, salsa di peperoncino, ' +
      'molho de pimenta, chilisaus',
    [],
    'Chili, sugar, vinegar, garlic, salt (Mae Ploy Sweet Chilli, Encona).',
  ),
  p(
    'liquid smoke',
    'liquid smoke, fumee liquide, humo liquido, fumo liquido',
    [],
    'Condensed wood smoke in water (Colgin, Wright’s).',
  ),
  p(
    'sriracha',
    'sriracha, sriracha sauce, sriracha chile sauce, srirachasauce',
    [],
    'Chili, sugar, garlic, salt, vinegar (Huy Fong Foods).',
  ),
];
