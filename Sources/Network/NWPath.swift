import Foundation

/// What a path monitor reports: whether the app can reach the network, and over what.
/// Apple's paths describe the device's real interfaces; Vellum's are the fixed paths of a
/// preview (see `NWPathMonitor`), the same on every run.
public struct NWPath: Equatable, Sendable, CustomDebugStringConvertible {
  /// Whether a path can be used to send and receive data.
  public enum Status: Equatable, Hashable, Sendable {
    /// The path is usable.
    case satisfied
    /// No interface can be used.
    case unsatisfied
    /// The path is not usable yet, but may become so once a connection asks for it (a VPN
    /// on demand). A Vellum path never reports it.
    case requiresConnection
  }

  /// Why a path is unsatisfied (Apple's since iOS 14.2).
  public enum UnsatisfiedReason: Equatable, Hashable, Sendable {
    case notAvailable
    case cellularDenied
    case wifiDenied
    case localNetworkDenied
    case vpnInactive
  }

  public let status: Status
  /// `.notAvailable` for a satisfied path, as Apple reports it, and for an unsatisfied one.
  public let unsatisfiedReason: UnsatisfiedReason
  /// The interfaces the path can use, the preferred one first; empty when unsatisfied.
  public let availableInterfaces: [NWInterface]
  /// Whether the path uses an interface the system counts as expensive (cellular data, a
  /// personal hotspot).
  public let isExpensive: Bool
  /// Whether the path uses an interface in Low Data Mode.
  public let isConstrained: Bool
  public let supportsIPv4: Bool
  public let supportsIPv6: Bool
  public let supportsDNS: Bool

  /// Whether the path's available interfaces include one of this kind.
  public func usesInterfaceType(_ type: NWInterface.InterfaceType) -> Bool {
    availableInterfaces.contains { $0.type == type }
  }

  /// The path as Apple's `debugDescription` writes it: its status, then its interfaces.
  public var debugDescription: String {
    let interfaces = availableInterfaces.map(\.name).joined(separator: ", ")
    switch status {
    case .satisfied: return "satisfied (\(interfaces))"
    case .unsatisfied: return "unsatisfied (No network route)"
    case .requiresConnection: return "requiresConnection"
    }
  }

  /// A usable path over one interface.
  static func satisfied(over interface: NWInterface, expensive: Bool) -> NWPath {
    NWPath(
      status: .satisfied, unsatisfiedReason: .notAvailable, availableInterfaces: [interface],
      isExpensive: expensive, isConstrained: false, supportsIPv4: true, supportsIPv6: true, supportsDNS: true)
  }

  /// A path with no usable interface.
  static let unsatisfied = NWPath(
    status: .unsatisfied, unsatisfiedReason: .notAvailable, availableInterfaces: [], isExpensive: false,
    isConstrained: false, supportsIPv4: false, supportsIPv6: false, supportsDNS: false)
}
