import { createBrowserRouter } from 'react-router';
import { appRoutes } from './routes/app-routes';

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}
