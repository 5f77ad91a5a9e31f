import Foundation

/// Core Motion's error domain and the code a preview's queries fail with.
public let CMErrorDomain = "CMErrorDomain"
/// The device has no motion activity hardware (Apple's code 104).
public let CMErrorMotionActivityNotAvailable = 104

extension CMPedometer {
  static var notAvailable: NSError { NSError(domain: CMErrorDomain, code: CMErrorMotionActivityNotAvailable) }
}
