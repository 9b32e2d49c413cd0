// Async boundary: the federation runtime negotiates shared singletons before React loads.
import('./bootstrap');
