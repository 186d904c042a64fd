import { describe, expect, it } from 'vitest';
import { BOUGHT_PRODUCTS } from '../bought-products';
import { boughtProductsSchema, checkBoughtProducts } from './bought-products-schema';
import file from './bought-products.json';

describe('the bought products (knowledge/bought-products.json)', () => {
  it('are of the schema, each with its reason', () => {
    expect(() => checkBoughtProducts(file)).not.toThrow();
    expect(file.products.every((p) => p.reason.length > 0)).toBe(true);
  });

  it('refuse a file with a key missing, a key unknown or a value mistyped', () => {
    const [ketchup, ...rest] = file.products;
    const { reason: _reason, ...withoutReason } = ketchup!;
    const broken = (product: unknown) => ({ ...file, products: [product, ...rest] });
    expect(() => checkBoughtProducts(broken(withoutReason))).toThrow(/bought-products\.json/);
    expect(boughtProductsSchema.safeParse(broken({ ...ketchup, why: 'x' })).success).toBe(false);
    expect(boughtProductsSchema.safeParse(broken({ ...ketchup, holds: ['salt'] })).success).toBe(
      false,
    );
    expect(
      boughtProductsSchema.safeParse(broken({ ...ketchup, names: { xx: ['ketchup'] } })).success,
    ).toBe(false);
    expect(
      boughtProductsSchema.safeParse(broken({ ...ketchup, names: { fr: ['Ketchup'] } })).success,
    ).toBe(false);
    expect(boughtProductsSchema.safeParse(broken({ ...ketchup, names: {} })).success).toBe(false);
    expect(boughtProductsSchema.safeParse({ ...file, extra: [] }).success).toBe(false);
    expect(boughtProductsSchema.safeParse(broken(ketchup)).success).toBe(true);
  });

  it('are read with every name of every language, the reason as why', () => {
    expect(BOUGHT_PRODUCTS).toHaveLength(file.products.length);
    const mustard = BOUGHT_PRODUCTS.find((p) => p.label === 'mustard')!;
    expect(mustard.names).toEqual(expect.arrayContaining(['mustard', 'senf', 'mosterd']));
    expect(mustard.why).toMatch(/^Mustard seed/);
    const puff = BOUGHT_PRODUCTS.find((p) => p.label === 'puff pastry')!;
    expect(puff).toMatchObject({ holds: ['gluten'], varies: ['dairy'] });
    expect(puff).not.toHaveProperty('plain');
  });
});
