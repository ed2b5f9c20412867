/**
 * Forms: the demo-request form (`DemoForm`, also the dialogs' registration token), the feedback popup
 * (`FeedbackPopupHost`, mounted once in the app shell), the celebration banner (`ConfettiBanner`) and an
 * office owner's "Requests and forms" card (`OfficeSubmissions`).
 */
export { DemoForm, type DemoFormProps } from './components/DemoForm';
export { FeedbackPopupHost } from './components/FeedbackPopupHost';
export { ConfettiBanner, type ConfettiBannerProps } from './components/ConfettiBanner';
export { OfficeSubmissions } from './components/OfficeSubmissions';
