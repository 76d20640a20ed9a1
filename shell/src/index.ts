import { environmentResponse } from './environmentRequest';
import './bootFrame';
import { HANDED_OFF_PATH, handOff } from './publicHandOff';

// Federation needs an async boundary: shared singletons are negotiated before any app code runs.
const start = () => void import('./bootstrap');

// A client's page of a message link loads the widgets' standalone build, not the cabinet (publicHandOff.ts),
// unless public.html's entry tried that already and it failed.
if (HANDED_OFF_PATH.test(location.pathname) && document.documentElement.dataset.handOff !== 'failed') void handOff(environmentResponse, start);
else start();
