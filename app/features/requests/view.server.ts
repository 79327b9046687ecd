export { requestDetail, requestListItem } from '../../../server/modules/requests/view';
