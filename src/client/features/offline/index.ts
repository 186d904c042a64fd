export { UpdateOffer } from './UpdateOffer';
