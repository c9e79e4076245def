/** What the router gives every page: the route's parameters and the message id of its heading. */
export interface PageProps {
  params: Record<string, string>;
  /** Message id of the heading (`page.<name>`). */
  headingKey: string;
}
