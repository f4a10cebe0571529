// Presenter mode, one import path for callers: the view, the button that opens it and the URL hooks
// (each lives in its own file).
export { PresentButton } from './PresentButton';
export { PresenterView } from './PresenterView';
export { isEditable, setPresent, usePresentKey, usePresenting } from './present-mode';
