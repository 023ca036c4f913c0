import styled from 'styled-components';

/** A 4:5 picture box on a light ground; the image inside covers it (and the ground shows while it loads). */
export const PictureFrame = styled.div`
  aspect-ratio: 4 / 5;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
