import type {
  OrderDetailView,
  OrderLinePageView,
  OrderLineView,
  OrderListView,
  OrderPageView,
  OrderSummaryView,
} from '../../../common/orders/views';

export type OrderSummary = OrderSummaryView;
export type OrderList = OrderListView;
export type OrderPage = OrderPageView;
export type OrderLinePage = OrderLinePageView;
export type OrderDetail = OrderDetailView;
export type OrderLine = OrderLineView;
