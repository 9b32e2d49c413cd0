import { AreaPage } from '../area/AreaPage';

export default function LoginPage() {
  return <AreaPage title="Login" description="Sign in to pick up your leagues, tournaments and saved games." />;
}
