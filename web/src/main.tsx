import 'antd/dist/reset.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The DOM provider lets a navigation ask to be rendered at once (flushSync), as an owner switch does.
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/AppProviders';
import { router } from './app/router';
import { i18nReady } from './lib/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
const mount = root;
// Render once the chosen language's texts are in, so nobody sees untranslated keys.
void i18nReady.finally(() =>
  createRoot(mount).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
