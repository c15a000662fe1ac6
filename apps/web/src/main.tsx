import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import './app/base.css';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { initI18n } from './lib/i18n';
import { readLanguage, readStoredUser } from './lib/storage';

async function start(): Promise<void> {
  // Made first, the router starts fetching the first screen's code at once, side by side with
  // the stored user and the texts, which the guard and the first screen need before rendering.
  const router = createAppRouter();
  const [storedUser, storedLanguage] = await Promise.all([readStoredUser(), readLanguage()]);
  await initI18n(storedLanguage);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html lacks the #root element');
  createRoot(container).render(
    <StrictMode>
      <AppProviders initialUser={storedUser}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
