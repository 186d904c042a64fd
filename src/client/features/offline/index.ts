export { UpdateOffer } from './UpdateOffer';
export { keepCatalogsOffline } from './keep-catalogs';
