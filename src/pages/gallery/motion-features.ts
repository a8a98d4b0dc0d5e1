// Loaded only when the viewer first animates: keeps motion's animation engine off every first load.
import { domAnimation } from 'motion/react';

export default domAnimation;
