// Types for the classic script (parlour-widget/parlour.js, or parlour.js in the site folder): the global Parlour.
import type { ParlourLoader } from "./index.js";

declare global {
    var Parlour: ParlourLoader;
}

export {};
