import Foundation

/// A network interface a path can use, as Network names one: its BSD name, its kind and its
/// index. The interfaces Vellum's paths list are made up for a preview (see `NWPathMonitor`);
/// none is a real interface of the Linux machine.
public struct NWInterface: Hashable, Sendable, CustomDebugStringConvertible {
  /// The kinds of interface Network tells apart.
  public enum InterfaceType: Hashable, Sendable, CaseIterable {
    case other
    case wifi
    case cellular
    case wiredEthernet
    case loopback
  }

  /// The interface's kind.
  public let type: InterfaceType
  /// The interface's BSD name (`en0` for an iPhone's Wi-Fi, `pdp_ip0` for its cellular data).
  public let name: String
  /// The interface's index in the system's list.
  public let index: Int

  init(type: InterfaceType, name: String, index: Int) {
    (self.type, self.name, self.index) = (type, name, index)
  }

  public var debugDescription: String { name }
}
