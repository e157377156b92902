// The Chakra UI components CarZone's layout and pages render with: web-kit is the only door to
// Chakra (see docs/decisions/005), so the page loads one copy holding just these. A component not
// listed here is a web-kit release, deployed by the shell before the remote that needs it.
export {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Center,
  Circle,
  Container,
  DataList,
  EmptyState,
  Field,
  Flex,
  Heading,
  HStack,
  Icon,
  IconButton,
  Image,
  InputGroup,
  Link,
  Separator,
  SimpleGrid,
  Skeleton,
  Spinner,
  Stack,
  Table,
  Tag,
  Text,
  VisuallyHidden,
  VStack,
  Wrap,
} from '@chakra-ui/react';
export { Input, Textarea } from './text-boxes';
export { NativeSelect } from './native-select';
export type {
  BadgeProps,
  BoxProps,
  ButtonProps,
  CardRootProps,
  HeadingProps,
  ImageProps,
  InputProps,
  StackProps,
  TextProps,
} from '@chakra-ui/react';
