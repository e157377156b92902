// The heavy interactive Chakra parts (dialogs, date picker, menus, tooltips, accordions, avatars,
// progress, file upload): a chunk of web-kit of its own, loaded through `useInteractive()` when a
// page or widget that uses one renders, so a first visit never downloads their state machines.
// `parseDate` turns a YYYY-MM-DD calendar date into the date picker's value.
import { accordionSlotRecipe } from '@chakra-ui/react/theme/recipes/accordion';
import { avatarSlotRecipe } from '@chakra-ui/react/theme/recipes/avatar';
import { datePickerSlotRecipe } from '@chakra-ui/react/theme/recipes/date-picker';
import { dialogSlotRecipe } from '@chakra-ui/react/theme/recipes/dialog';
import { fileUploadSlotRecipe } from '@chakra-ui/react/theme/recipes/file-upload';
import { menuSlotRecipe } from '@chakra-ui/react/theme/recipes/menu';
import { popoverSlotRecipe } from '@chakra-ui/react/theme/recipes/popover';
import { progressSlotRecipe } from '@chakra-ui/react/theme/recipes/progress';
import { tooltipSlotRecipe } from '@chakra-ui/react/theme/recipes/tooltip';
import { addSlotRecipes } from '../ui/theme';

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

// Their recipes come with them (see addSlotRecipes in ui/theme.ts), registered before any of
// them can render.
addSlotRecipes({
  accordion: accordionSlotRecipe,
  avatar: avatarSlotRecipe,
  datePicker: datePickerSlotRecipe,
  dialog: dialogSlotRecipe,
  fileUpload: fileUploadSlotRecipe,
  menu: menuSlotRecipe,
  popover: popoverSlotRecipe,
  progress: progressSlotRecipe,
  tooltip: tooltipSlotRecipe,
});
