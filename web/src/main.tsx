import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { prepareLocation } from '@/app/routes/resolve';
import '@/styles/tokens.css';
import '@/styles/base.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first page's code and messages download while React starts. They must start outside a
// render too: React never retries a render that suspended on a promise made during that render.
void prepareLocation(window.location);

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
