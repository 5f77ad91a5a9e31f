/// How a Live Activity receives pushed updates, as ActivityKit's `PushType`: through its own
/// push token (`.token`) or a broadcast channel (`.channel(_:)`, iOS 18).
public struct PushType: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case token, channel(String)
  }
  let kind: Kind

  public static let token = PushType(kind: .token)
  public static func channel(_ channelId: String) -> PushType { PushType(kind: .channel(channelId)) }
}
