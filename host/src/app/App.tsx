import { BrowserRouter } from 'react-router-dom';
import { ThemeRoot } from '@bb/shared';
import { Layout } from './Layout';
import { AppRoutes } from './AppRoutes';
import { AccessGuard } from '../access/AccessGuard';

export function App() {
  return (
    <BrowserRouter>
      <ThemeRoot>
        <Layout>
          <AccessGuard>
            <AppRoutes />
          </AccessGuard>
        </Layout>
      </ThemeRoot>
    </BrowserRouter>
  );
}
