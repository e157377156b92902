// The heavy interactive Chakra parts (dialogs, date picker, menus, tooltips, accordions, avatars,
// progress, file upload): a chunk of web-kit of its own, loaded through `useInteractive()` when a
// page or widget that uses one renders, so a first visit never downloads their state machines.
// `parseDate` turns a YYYY-MM-DD calendar date into the date picker's value.
export {
  Accordion,
  Avatar,
  CloseButton,
  DatePicker,
  Dialog,
  FileUpload,
  Menu,
  Popover,
  Portal,
  Progress,
  Tooltip,
  parseDate,
} from '@chakra-ui/react';
