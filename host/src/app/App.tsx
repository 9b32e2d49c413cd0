import { BrowserRouter } from 'react-router-dom';
import { ThemeRoot } from '@bb/shared';
import { Layout } from './Layout';
import { AppRoutes } from './AppRoutes';

export function App() {
  return (
    <BrowserRouter>
      <ThemeRoot>
        <Layout>
          <AppRoutes />
        </Layout>
      </ThemeRoot>
    </BrowserRouter>
  );
}
