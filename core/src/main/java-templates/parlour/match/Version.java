package parlour.match;

/** Parlour's version: set once in the parent pom ({@code revision}); the build stamps it here from a template. */
public final class Version {
    /** The version of this build, such as "1.0.0". */
    public static final String NUMBER = "${project.version}";

    private Version() {}
}
