export { ConsignorPart } from './consignor-part';
