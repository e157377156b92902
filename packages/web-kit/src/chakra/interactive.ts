// The heavy interactive Chakra parts (dialogs, menus, tooltips, accordions, avatars, progress,
// file upload): a chunk of web-kit of its own, loaded through `useInteractive()` when a page or
// widget that uses one renders, so a first visit never downloads their state machines.
export {
  Accordion,
  Avatar,
  CloseButton,
  Dialog,
  FileUpload,
  Menu,
  Popover,
  Portal,
  Progress,
  Tooltip,
} from '@chakra-ui/react';
