import { Card, type CardRootProps } from '@carzone/web-kit';

/** The frame every car card shares: an outlined article that lifts on hover. */
export function CarCardRoot(props: CardRootProps) {
  return (
    <Card.Root
      as="article"
      variant="outline"
      overflow="hidden"
      h="full"
      _hover={{ shadow: 'md' }}
      transition="box-shadow 0.2s"
      {...props}
    />
  );
}
