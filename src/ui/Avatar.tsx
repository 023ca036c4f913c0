import styled from 'styled-components';

type AvatarProps = {
  /** The picture, or nothing: the name's initial shows instead. */
  src: string | null | undefined;
  /** Whose avatar; only its first letter is drawn. Decorative: the name is shown beside it. */
  name: string;
  size: number;
};

/** A round picture, or the initial on a neutral disc when there is none. Decorative. */
export const Avatar = ({ src, name, size }: AvatarProps) =>
  src ? (
    <Picture src={src} alt="" width={size} height={size} loading="lazy" />
  ) : (
    <Initial aria-hidden="true" style={{ width: size, height: size, fontSize: size * 0.4 }}>
      {name.trim().charAt(0)}
    </Initial>
  );

const Picture = styled.img`
  flex: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  object-fit: cover;
`;

const Initial = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceStrong};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-transform: uppercase;
`;
