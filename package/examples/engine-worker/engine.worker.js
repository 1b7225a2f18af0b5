// The worker: the engine host of the package answers the page's messages.
import 'chess960/engine/worker';
