/**
 * The height of the shell's sticky navigation bar (its border not counted). The toasts start
 * below it, so a toast never covers the nav's links, avatar or menu button.
 */
export const NAV_BAR_HEIGHT = '4rem';
