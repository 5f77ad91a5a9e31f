import Foundation

/// A compass heading, as Core Location reports it; a preview's manager reports none.
open class CLHeading: NSObject, @unchecked Sendable {
  open var magneticHeading: CLLocationDirection { -1 }
  open var trueHeading: CLLocationDirection { -1 }
  open var headingAccuracy: CLLocationDirection { -1 }
  open var x: CLHeadingComponentValue { 0 }
  open var y: CLHeadingComponentValue { 0 }
  open var z: CLHeadingComponentValue { 0 }
  open var timestamp: Date { Date(timeIntervalSince1970: 0) }
}
