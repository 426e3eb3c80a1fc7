// Source: https://github.com/securego/gosec#available-rules (G101: hard-coded credentials)
// An AWS access key id is committed next to the client setup.
export const s3 = {
  region: 'eu-west-1',
  accessKeyId: 'AKIAZ7Q2M4X9L0W3B5T1',
};
