import { startApp } from '@/app/start';
import '@/shared/styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root element is missing from index.html');
void startApp(container);
