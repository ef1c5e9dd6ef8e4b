import { prepareApp } from './app/start-app.tsx';
// The base sheet first (colours, type), then each concern, in the cascade order they were written in.
import './styles.css';
import './styles/header.css';
import './styles/pages-and-buttons.css';
import './styles/alerts.css';
import './styles/forms.css';

(await prepareApp())(document.getElementById('root')!);
