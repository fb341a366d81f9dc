import { Typography } from '@strapi/design-system';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';

/** One line of a widget's list, a link to what it names; the line between rows is above or below it. */
export const WidgetRow = styled(Link)<{ $divider: 'top' | 'bottom' }>`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.spaces[2]};
  padding: ${({ theme }) => `${theme.spaces[1]} ${theme.spaces[1]}`};
  border-${({ $divider }) => $divider}: 1px solid ${({ theme }) => theme.colors.neutral150};
  text-decoration: none;

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.neutral100};
  }
`;

/** Text cut to one line: a widget has a fixed height. */
export const Ellipsis = styled(Typography)`
  display: block;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
