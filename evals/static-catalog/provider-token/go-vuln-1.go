// Source: https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_identifiers.html#identifiers-unique-ids
// An AWS access key id (AKIA: long-term user key) in the client's static credentials.
package storage

import "github.com/aws/aws-sdk-go-v2/credentials"

var provider = credentials.NewStaticCredentialsProvider(
	"AKIAQ27IIY7EVBM04AJ1",
	secretFromVault(),
	"",
)
