// Apple's CloudKit imports CoreLocation (a record's value may be a `CLLocation`), so a file
// that imports CloudKit finds `CLLocation` without importing CoreLocation.
@_exported import CoreLocation
