import AVFoundation
import Foundation
import Testing
import Vellum

/// AVFoundation on a device with nothing to play: a player's time stays at zero after
/// `play()`, sounds load but never play, speech is never spoken and no camera is found.
@Suite struct AVFoundationTests {
  /// A podcast screen's model, as apps write one: it plays, then reads the time for its
  /// progress bar.
  final class EpisodeModel: ObservableObject {
    let player = AVPlayer(url: URL(string: "https://example.com/episode.mp3")!)
    @Published var elapsed = 0.0
    @Published var ticks = 0

    func start() {
      _ = player.addPeriodicTimeObserver(forInterval: CMTime(seconds: 0.5, preferredTimescale: 600), queue: .main) {
        [weak self] _ in self?.ticks += 1
      }
      player.play()
      elapsed = player.currentTime().seconds
    }
  }

  @Test func aPlayerAskedToPlayWaitsAtZero() {
    let model = EpisodeModel()
    model.start()
    #expect(model.elapsed == 0 && model.ticks == 0)
    #expect(model.player.rate == 1 && model.player.timeControlStatus == .waitingToPlayAtSpecifiedRate)
    #expect(model.player.reasonForWaitingToPlay == .toMinimizeStalls)
    #expect(model.player.currentItem?.status == .unknown && model.player.currentItem?.duration.isIndefinite == true)
    model.player.pause()
    #expect(model.player.rate == 0 && model.player.timeControlStatus == .paused)
  }

  @Test func aSeekDoesNotFinishAndTheTimeStaysAtZero() {
    let player = AVPlayer(playerItem: AVPlayerItem(asset: AVURLAsset(url: URL(fileURLWithPath: "/tmp/clip.mov"))))
    var finished: Bool?
    player.seek(to: CMTimeMakeWithSeconds(30, preferredTimescale: 600)) { finished = $0 }
    #expect(finished == false)
    #expect(player.currentTime() == .zero)
    player.replaceCurrentItem(with: nil)
    player.play()
    #expect(player.reasonForWaitingToPlay == .noItemToPlay)
  }

  @Test func timesCompareByWhatTheyStandFor() {
    #expect(CMTimeMake(value: 1, timescale: 2) == CMTime(value: 300, timescale: 600))
    #expect(CMTime(seconds: 1.5, preferredTimescale: 600).value == 900)
    #expect(
      CMTime(seconds: 1.5, preferredTimescale: 600) + CMTimeMake(value: 1, timescale: 2)
        == CMTime(value: 2, timescale: 1))
    #expect(CMTime.zero < CMTime(value: 1, timescale: 1000) && CMTime(value: 1, timescale: 1) < .indefinite)
    #expect(CMTime.invalid.seconds.isNaN && CMTimeGetSeconds(CMTime(value: 3, timescale: 4)) == 0.75)
  }

  @Test func aSoundLoadsButNeverPlays() throws {
    let missing = URL(fileURLWithPath: "/nonexistent/chime.mp3")
    #expect(throws: (any Error).self) { try AVAudioPlayer(contentsOf: missing) }
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-chime-\(UUID()).caf")
    try Data([0, 1, 2, 3]).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let sound = try AVAudioPlayer(contentsOf: file)
    sound.numberOfLoops = -1
    #expect(!sound.prepareToPlay() && !sound.play())
    #expect(!sound.isPlaying && sound.duration == 0 && sound.currentTime == 0)
  }

  @Test func theSessionKeepsItsSettingsAndRecordingIsNeverAllowed() throws {
    let session = AVAudioSession.sharedInstance()
    try session.setCategory(.playback, mode: .spokenAudio, options: [.duckOthers])
    try session.setActive(true)
    #expect(session.category == .playback && session.mode == .spokenAudio && session.categoryOptions == .duckOthers)
    var granted: Bool?
    session.requestRecordPermission { granted = $0 }
    #expect(granted == false && session.recordPermission == .undetermined)
  }

  @Test func nothingIsSpokenAndNoVoiceIsInstalled() {
    final class Reader: NSObject, AVSpeechSynthesizerDelegate {
      var finished = 0
      func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) {
        finished += 1
      }
    }
    let synthesizer = AVSpeechSynthesizer()
    let reader = Reader()
    synthesizer.delegate = reader
    let utterance = AVSpeechUtterance(string: "Step one: preheat the oven.")
    utterance.voice = AVSpeechSynthesisVoice(language: "en-US")
    utterance.rate = AVSpeechUtteranceDefaultSpeechRate
    synthesizer.speak(utterance)
    #expect(!synthesizer.isSpeaking && reader.finished == 0)
    #expect(utterance.voice == nil && AVSpeechSynthesisVoice.speechVoices().isEmpty)
  }

  @Test func noCameraIsFoundAndAccessIsNeverGranted() async {
    #expect(AVCaptureDevice.authorizationStatus(for: .video) == .notDetermined)
    #expect(AVCaptureDevice.default(for: .video) == nil)
    var answer: Bool?
    AVCaptureDevice.requestAccess(for: .audio) { answer = $0 }
    #expect(answer == false)
    #expect(await AVCaptureDevice.requestAccess(for: .video) == false)
    #expect(AVCaptureDevice.authorizationStatus(for: .video) == .notDetermined)
  }
}
