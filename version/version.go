// Package version holds mgxport's own version, recorded as the producer of
// every bundle and part of every kernel cache key.
package version

// Version is the mgxport release.
const Version = "0.1.0"
