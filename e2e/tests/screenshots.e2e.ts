import { describeScreenshotSuite } from './screenshot-suite';

// Issue 22: every screen in both themes at a phone, a tablet and a desktop size, against the committed baselines.
describeScreenshotSuite();
