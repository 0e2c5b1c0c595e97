// Wrap: keeps every built-in navbar item type and registers ours.
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import RepositoryLink from '@site/src/components/RepositoryLink';

export default {
  ...ComponentTypes,
  'custom-repositoryLink': RepositoryLink,
};
