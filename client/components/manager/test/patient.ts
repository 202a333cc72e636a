import { configure } from '@testing-library/react';

// Screen tests wait for several fetches and renders; on a busy machine the default 1 s for findBy*
// fails tests that are right. Waiting longer only slows down a test that would fail anyway.
configure({ asyncUtilTimeout: 5_000 });
