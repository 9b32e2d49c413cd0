import { AreaPage } from '../area/AreaPage';

export default function SpecialCheckoutPage() {
  return <AreaPage title="Special Checkout" description="Complete a special-offer checkout." />;
}
