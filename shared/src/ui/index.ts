export * from './Button';
export * from './layout';
export * from './Spinner';
export * from './SectionUnavailable';
export { ToastViewport } from '../toast/ToastViewport';
export { OfflineBanner } from '../network/OfflineBanner';
export * from './AreaPage';
export * from './ModalFrame';
export * from './bottom-bar';
