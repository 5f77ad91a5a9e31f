import AVFAudio
import Foundation
import Testing

/// `import AVFAudio` alone reaches the audio classes, as on iOS, where AVFoundation
/// re-exports them.
@Suite struct AVFAudioTests {
  @Test func theAudioSessionAndPlayerAreReachableThroughAVFAudio() throws {
    let session = AVAudioSession.sharedInstance()
    try session.setCategory(.playback, mode: .default)
    #expect(session.category == .playback)
    let player = try AVAudioPlayer(data: Data(count: 64))
    #expect(!player.play() && player.currentTime == 0, "nothing plays: time stays at zero")
  }
}
