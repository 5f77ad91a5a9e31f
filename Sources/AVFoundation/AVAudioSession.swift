import Foundation

/// The app's audio session, as AVFoundation's `AVAudioSession`. A preview plays and records
/// nothing: the category, mode and options set are kept and every call succeeds, record
/// permission is never granted (`requestRecordPermission` answers `false` at once, on the
/// calling thread, and the permission stays `.undetermined`), and no interruption or route
/// change is ever posted.
open class AVAudioSession: NSObject, @unchecked Sendable {
  nonisolated(unsafe) private static let shared = AVAudioSession()
  open class func sharedInstance() -> AVAudioSession { shared }

  open private(set) var category = Category.soloAmbient
  open private(set) var mode = Mode.default
  open private(set) var categoryOptions: CategoryOptions = []
  open private(set) var isActive = false
  open var isOtherAudioPlaying: Bool { false }
  open var secondaryAudioShouldBeSilencedHint: Bool { false }
  open var recordPermission: RecordPermission { .undetermined }

  open func setCategory(_ category: Category) throws { self.category = category }
  open func setCategory(_ category: Category, options: CategoryOptions = []) throws {
    (self.category, categoryOptions) = (category, options)
  }
  open func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
    (self.category, self.mode, categoryOptions) = (category, mode, options)
  }
  open func setCategory(
    _ category: Category, mode: Mode, policy: RouteSharingPolicy, options: CategoryOptions = []
  ) throws {
    try setCategory(category, mode: mode, options: options)
  }
  open func setMode(_ mode: Mode) throws { self.mode = mode }
  open func setActive(_ active: Bool, options: SetActiveOptions = []) throws { isActive = active }
  open func overrideOutputAudioPort(_ portOverride: PortOverride) throws {}

  /// Answers `false` at once: nobody is asked in a preview.
  open func requestRecordPermission(_ response: @escaping (Bool) -> Void) { response(false) }

  /// What the app does with audio, as Apple's string constants.
  public struct Category: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
    public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
    public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
    public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
    public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
    public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
  }

  /// A specialisation of the category, as Apple's string constants.
  public struct Mode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
    public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
    public static let videoChat = Mode(rawValue: "AVAudioSessionModeVideoChat")
    public static let gameChat = Mode(rawValue: "AVAudioSessionModeGameChat")
    public static let videoRecording = Mode(rawValue: "AVAudioSessionModeVideoRecording")
    public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
    public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
    public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
    public static let voicePrompt = Mode(rawValue: "AVAudioSessionModeVoicePrompt")
  }

  /// How the app's audio mixes with others' (raw values as Apple's).
  public struct CategoryOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
    public static let duckOthers = CategoryOptions(rawValue: 0x2)
    public static let allowBluetooth = CategoryOptions(rawValue: 0x4)
    public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
    public static let interruptSpokenAudioAndMixWithOthers = CategoryOptions(rawValue: 0x11)
    public static let allowBluetoothA2DP = CategoryOptions(rawValue: 0x20)
    public static let allowAirPlay = CategoryOptions(rawValue: 0x40)
    public static let overrideMutedMicrophoneInterruption = CategoryOptions(rawValue: 0x80)
  }

  public struct SetActiveOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
  }

  public enum PortOverride: UInt, Sendable {
    case none = 0
    case speaker = 0x7370_6B72
  }

  public enum RouteSharingPolicy: UInt, Sendable {
    case `default` = 0
    case longFormAudio = 1
    case independent = 2
    case longFormVideo = 3
  }

  /// Whether the app may record (raw values as Apple's four-character codes).
  public enum RecordPermission: UInt, Sendable {
    case undetermined = 0x756E_6474
    case denied = 0x6465_6E79
    case granted = 0x6772_6E74
  }

  /// Interruption types, as the notification's user info gives them.
  public enum InterruptionType: UInt, Sendable {
    case began = 1
    case ended = 0
  }

  public struct InterruptionOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let shouldResume = InterruptionOptions(rawValue: 1)
  }

  /// Posted when another app's audio interrupts this one; never, in a preview.
  public static let interruptionNotification = Notification.Name("AVAudioSessionInterruptionNotification")
  /// Posted when the output changes (headphones unplugged); never, in a preview.
  public static let routeChangeNotification = Notification.Name("AVAudioSessionRouteChangeNotification")
}

public let AVAudioSessionInterruptionTypeKey = "AVAudioSessionInterruptionTypeKey"
public let AVAudioSessionInterruptionOptionKey = "AVAudioSessionInterruptionOptionKey"
