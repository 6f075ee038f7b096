package parlour.html.client;

import com.badlogic.gdx.audio.AudioDevice;
import com.badlogic.gdx.audio.AudioRecorder;
import com.badlogic.gdx.audio.Music;
import com.badlogic.gdx.audio.Sound;
import com.badlogic.gdx.backends.gwt.DefaultGwtAudio;
import com.badlogic.gdx.backends.gwt.GwtAudio;
import com.badlogic.gdx.files.FileHandle;

/**
 * libGDX's web audio, made at the first sound instead of before the first frame: creating the page's Web Audio
 * context took 380 ms of the main thread in a fresh headless Chromium, and the widget's sounds are only made
 * after its first frame anyway.
 */
final class LazyAudio implements GwtAudio {
    private DefaultGwtAudio audio;

    private DefaultGwtAudio audio() {
        if (audio == null) audio = new DefaultGwtAudio();
        return audio;
    }

    @Override
    public AudioDevice newAudioDevice(int samplingRate, boolean isMono) {
        return audio().newAudioDevice(samplingRate, isMono);
    }

    @Override
    public AudioRecorder newAudioRecorder(int samplingRate, boolean isMono) {
        return audio().newAudioRecorder(samplingRate, isMono);
    }

    @Override
    public Sound newSound(FileHandle fileHandle) {
        return audio().newSound(fileHandle);
    }

    @Override
    public Music newMusic(FileHandle file) {
        return audio().newMusic(file);
    }

    @Override
    public boolean switchOutputDevice(String deviceIdentifier) {
        return audio().switchOutputDevice(deviceIdentifier);
    }

    @Override
    public String[] getAvailableOutputDevices() {
        return audio == null ? new String[0] : audio.getAvailableOutputDevices();
    }

    @Override
    public void dispose() {
        if (audio != null) audio.dispose();
    }
}
