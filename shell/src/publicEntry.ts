import { environmentResponse } from './environmentRequest';
import { handOff } from './publicHandOff';

/*
 * The entry of public.html, the page a server gives a client's review or visit link (shared/build/publicPage.mjs):
 * it only hands the page to the widgets' standalone build, so it carries none of the cabinet's start-up code
 * (main.js holds the federation runtime). Should that fail, the cabinet's entry draws the view.
 */
void handOff(environmentResponse, () => {
  document.documentElement.dataset.handOff = 'failed';
  const script = document.createElement('script');
  script.src = '/main.js';
  document.body.append(script);
});
