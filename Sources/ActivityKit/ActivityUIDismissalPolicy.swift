import Foundation

/// When an ended Live Activity leaves the Lock Screen, as ActivityKit's
/// `ActivityUIDismissalPolicy`: after up to four hours (`.default`), at once (`.immediate`) or
/// at a date within those four hours (`.after(_:)`).
public struct ActivityUIDismissalPolicy: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case byDefault, immediate, after(Date)
  }
  let kind: Kind

  public static let `default` = ActivityUIDismissalPolicy(kind: .byDefault)
  public static let immediate = ActivityUIDismissalPolicy(kind: .immediate)
  public static func after(_ date: Date) -> ActivityUIDismissalPolicy { ActivityUIDismissalPolicy(kind: .after(date)) }
}
